/**
 * Makes sure nginx, with its brotli module, is there for the hosting tests against it (`npm run test:nginx`), and
 * what the run's own HTTPS host needs beside it (openssl, iproute2, testssl.sh; issue 56): on Debian as root it
 * installs Debian's packages; elsewhere it says in one line that those tests will be skipped.
 */
import { findNginx } from '../../scripts/serve/serve-nginx';
import { aptInstall, canInstallWithApt } from './apt';
import { missingForTlsHost, tlsHostPackages } from '../hosts/tls-tools';

const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
if (!findNginx() && canInstallWithApt) {
  console.log(`Installing Debian’s ${packages.join(', ')} for the hosting tests…`);
  aptInstall(packages);
}
if (missingForTlsHost()?.startsWith('no ') && canInstallWithApt) {
  console.log(`Installing Debian’s ${tlsHostPackages.join(', ')} for the HTTPS host’s tests…`);
  aptInstall(tlsHostPackages, { recommends: false });
}
const tlsMissing = missingForTlsHost();
console.log(
  tlsMissing
    ? `HTTPS host: ${tlsMissing}, its tests will be skipped${process.env.CI ? ' (CI fails on that)' : ''}.`
    : 'HTTPS host: nginx, openssl, iproute2, testssl.sh and network namespaces are there.',
);
const nginx = findNginx();
if (nginx) console.log(`nginx: ${nginx}`);
else
  console.log(
    `nginx: not installed, the hosting tests against it will be skipped (Debian: apt-get install -y ${packages.join(' ')}).`,
  );
