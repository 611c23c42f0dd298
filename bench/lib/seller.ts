import { randomUUID } from 'node:crypto';
import { DEFAULT_FEES } from '../../src/domain/fees';

/** A valid POST /api/simulations body (the server recomputes the results itself). */
export const SIMULATION_BODY = JSON.stringify({
  ...DEFAULT_FEES,
  serviceName: 'Sample COD Partner (sample)',
  countryName: 'Saudi Arabia (sample)',
  countryCurrency: 'Saudi Riyal (SAR)',
  totalLeads: 1000,
  adsCost: 1.5,
  productCost: 4,
  averageAOV: 35,
});

// Same-origin rules (docs/product.md#security): JSON, and no Origin header, as a non-browser client sends.
const JSON_HEADERS = { 'content-type': 'application/json' };

export interface Seller {
  cookie: string;
  email: string;
  /** False while the simulations routes do not exist yet: their cases are skipped. */
  hasSimulations: boolean;
}

/** Registers a seller through the API and saves `count` simulations for them. */
export async function createSeller(baseUrl: string, count: number): Promise<Seller> {
  const email = `bench-${randomUUID()}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: 'bench seller passphrase 42' }),
  });
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  const probe = await fetch(`${baseUrl}/api/simulations?limit=1`, { headers: { cookie } });
  if (probe.status === 404) return { cookie, email, hasSimulations: false };
  let saved = 0;
  const worker = async () => {
    while (saved < count) {
      saved++;
      const save = await fetch(`${baseUrl}/api/simulations`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: SIMULATION_BODY });
      if (save.status !== 201) throw new Error(`Saving a simulation failed: ${save.status} ${await save.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { cookie, email, hasSimulations: true };
}
