/** The folder the e2e server on `port` serves the web app from (its own copy of the build). */
export function e2eWebDir(port: string | number): string;
