/**
 * Open positions made up for the tests of /careers's filters: as many as a test needs, spread over the
 * offices of content/site.ts, every third one remote, each on one of a few Oracle modules.
 */
import { positions } from '@/content/positions';
import { offices } from '@/content/site';
import type { Position } from '@/lib/content/types';

const MODULES = ['Oracle Fusion Cloud HCM', 'Oracle Fusion Cloud Financials', 'Oracle Integration Cloud'] as const;

export function generatedPositions(count: number): Position[] {
  const [model] = positions;
  return Array.from({ length: count }, (_, index): Position => {
    const remote = index % 3 === 2;
    return {
      ...model,
      slug: `generated-role-${index + 1}`,
      title: `Generated role number ${index + 1}`,
      office: offices[index % offices.length]!.id,
      workplace: remote ? 'remote' : index % 2 === 0 ? 'on-site' : 'hybrid',
      remoteCountries: remote ? ['LB', 'AE'] : undefined,
      modules: [MODULES[index % MODULES.length]!],
    };
  });
}
