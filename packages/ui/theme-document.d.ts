export declare function themeColorVariable(name: string): string;
export declare const themeStyle: string;
export declare const pageBootScript: string;
export declare const pageBootScriptHash: string;
export declare const themeChoices: readonly string[];
