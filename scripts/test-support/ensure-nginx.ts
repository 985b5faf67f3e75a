/**
 * Makes sure nginx, with its brotli module, is there for the hosting tests against it (`npm run test:nginx`): on
 * Debian as root it installs Debian's packages; elsewhere it says in one line that those tests will be skipped.
 */
import { findNginx } from '../serve/serve-nginx';
import { aptInstall, canInstallWithApt } from './apt';

const packages = ['nginx', 'libnginx-mod-http-brotli-static'];
if (!findNginx() && canInstallWithApt) {
  console.log(`Installing Debian’s ${packages.join(', ')} for the hosting tests…`);
  aptInstall(packages);
}
const nginx = findNginx();
if (nginx) console.log(`nginx: ${nginx}`);
else
  console.log(
    `nginx: not installed, the hosting tests against it will be skipped (Debian: apt-get install -y ${packages.join(' ')}).`,
  );
