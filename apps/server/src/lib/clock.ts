/** The current time; the app's clock plugin (plugins/clock.ts) lets tests move it forward. */
export type Clock = () => Date;
