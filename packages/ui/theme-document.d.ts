export declare function themeColorVariable(name: string): string;
export declare const themeStyle: string;
export declare const themeBootScript: string;
export declare const themeBootScriptHash: string;
export declare const themeChoices: readonly string[];
