import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { compareMarkets, type MarketComparisonRow } from '@domain/insights';
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
  const { totalLeads, adsCost, productCost, averageAOV } = input;
  const rows: MarketComparisonRow[] = useMemo(
    () => compareMarkets({ totalLeads, adsCost, productCost, averageAOV }, markets),
    [markets, totalLeads, adsCost, productCost, averageAOV],
  );
  const currentKey = currentMarketKey(markets, snapshot.country?.id, snapshot.service?.id);
  return {
    rows,
    currentKey,
    isLoading: feeStructures.isLoading,
    isError: feeStructures.isError && !feeStructures.isFetching,
    retry: () => void feeStructures.refetch(),
  };
}
