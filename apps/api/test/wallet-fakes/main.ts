/**
 * Runs the wallet fakes on 127.0.0.1:$WALLET_FAKES_PORT (default 4399), e.g. as a Playwright
 * web server: `node --import tsx apps/api/test/wallet-fakes/main.ts`.
 */
import { startWalletFakes } from './index.ts';

const port = Number(process.env.WALLET_FAKES_PORT || 4399);
const fakes = await startWalletFakes({ port, host: '127.0.0.1' });
console.log(`Wallet fakes (eSewa, Khalti) listening on ${fakes.url}`);

async function stop() {
  await fakes.close();
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
