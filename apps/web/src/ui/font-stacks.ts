/**
 * The serif of headings and the wordmark: Fraunces, its stand-in of the same size until it has
 * come (global.css, decision 079), then the device's own.
 */
export const SERIF =
  "'Fraunces Variable', Fraunces, 'Fraunces Fallback', Georgia, 'Times New Roman', serif";
