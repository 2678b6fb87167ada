/**
 * The webfonts are drawn only if they come within the browser's short wait (about 100 ms),
 * else the fallback stays for that visit; the service worker keeps them for the next. With
 * `swap`, the text of a first visit on a slow phone was drawn again in another size when they
 * came: the page's text moved, and its largest paint waited for them (decision 063).
 */
const fontDisplayOptional = {
  postcssPlugin: 'font-display-optional',
  AtRule: {
    'font-face': (rule) => {
      rule.walkDecls('font-display', (decl) => {
        decl.value = 'optional';
      });
    },
  },
};

module.exports = {
  plugins: [
    require('postcss-preset-mantine')(),
    require('postcss-simple-vars')({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    fontDisplayOptional,
  ],
};
