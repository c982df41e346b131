import type { ChildProcess } from 'node:child_process';

export declare const services: readonly ['auth', 'content', 'billing'];
export declare function findFreePort(): Promise<number>;
export interface StartStackOptions {
  gatewayPort?: number;
  servicePorts?: Partial<Record<'auth' | 'content' | 'billing', number>>;
  env?: Record<string, string>;
  output?: (text: string) => void;
}
export interface RunningStack {
  url: string;
  ports: Record<'auth' | 'content' | 'billing', number>;
  processes: Record<string, ChildProcess>;
  stop(): Promise<void>;
}
export declare function startStack(options?: StartStackOptions): Promise<RunningStack>;
export declare function stopProcess(child: ChildProcess | undefined): Promise<void>;
export declare function stopStack(processes: Record<string, ChildProcess>): Promise<void>;
