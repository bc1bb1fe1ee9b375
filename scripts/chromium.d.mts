export declare const DEBIAN_CHROMIUM: string;
export declare function chromiumPath(env?: NodeJS.ProcessEnv): string;
export declare function ensureChromium(
  env?: NodeJS.ProcessEnv,
): { file: string; problem?: undefined } | { file?: undefined; problem: string };
