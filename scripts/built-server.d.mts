export declare const BUILT_SERVER_ARGS: readonly string[];
