import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx, if installed: the reference proxy the gateway is compared with. */
export function findNginx(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], {
    encoding: 'utf8',
  });
  return found.stdout.trim().split('\n')[0] || null;
}

/**
 * Starts nginx on `port`, proxying everything to `upstreamPort` with keep-alive, as the gateway does: one
 * process (no master), so the CPU it spends is the started process's own.
 */
export async function startNginxProxy(
  nginxPath: string,
  port: number,
  upstreamPort: number,
): Promise<ChildProcess> {
  const directory = mkdtempSync(path.join(tmpdir(), 'steady-nginx-'));
  const configFile = path.join(directory, 'nginx.conf');
  writeFileSync(
    configFile,
    `daemon off;
master_process off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  # Every temporary folder in the run's own, so no packaged /var/lib/nginx is needed.
  client_body_temp_path ${directory};
  proxy_temp_path ${directory};
  fastcgi_temp_path ${directory};
  uwsgi_temp_path ${directory};
  scgi_temp_path ${directory};
  upstream service { server 127.0.0.1:${upstreamPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://service; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
`,
  );
  const child = spawn(nginxPath, ['-c', configFile, '-p', directory], { stdio: 'ignore' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  return child;
}
