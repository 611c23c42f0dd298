import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { compareMarkets, comparisonBase, type MarketComparisonRow } from '@domain/model/insights';
import type { SimulatorSnapshot } from '../../lib/simulator-snapshot';
import { feeStructuresQuery } from '../../lib/catalogue-queries';
import { buildMarkets, currentMarketKey } from './markets';

/** The current product in every market with a fee structure, ranked by profit, and which row is on screen. */
export function useMarketComparison(snapshot: SimulatorSnapshot) {
  const feeStructures = useQuery(feeStructuresQuery('own'));
  const { countries, services, input } = snapshot;
  const markets = useMemo(
    () => (feeStructures.data ? buildMarkets(feeStructures.data, countries, services) : []),
    [feeStructures.data, countries, services],
  );
  // The product and every advanced cost line in use, but not the fees: each market brings its own.
  const base = useMemo(() => comparisonBase(input), [input]);
  const rows: MarketComparisonRow[] = useMemo(() => compareMarkets(base, markets), [markets, base]);
  const currentKey = currentMarketKey(markets, snapshot.country?.id, snapshot.service?.id);
  return {
    rows,
    base,
    currentKey,
    isLoading: feeStructures.isLoading,
    isError: feeStructures.isError && !feeStructures.isFetching,
    retry: () => void feeStructures.refetch(),
  };
}

