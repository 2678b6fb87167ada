/**
 * The body face (Inter) is drawn only if it comes within the browser's short wait (about
 * 100 ms), else the system's sans-serif stays for that visit; the service worker keeps the
 * face for the next. With `swap`, a first visit on a slow phone drew its text again, in another
 * size, when it came: the text moved, and the page's largest paint waited for it. The headings'
 * face (Fraunces) still swaps in: a heading is one line whose height does not change, and it
 * carries the brand (decision 063).
 */
const BODY_FACE = /^['"]?Inter Variable['"]?$/;

const bodyFaceOptional = {
  postcssPlugin: 'body-face-optional',
  AtRule: {
    'font-face': (rule) => {
      let body = false;
      rule.walkDecls('font-family', (decl) => {
        body = BODY_FACE.test(decl.value.trim());
      });
      if (!body) return;
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
    bodyFaceOptional,
  ],
};
