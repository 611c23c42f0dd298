import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FeeStructure } from '@domain/entities';
import { compareMarkets, type MarketComparisonRow } from '@domain/insights';
import type { SimulatorSnapshot } from '../simulator/simulator-snapshot';
import { buildMarkets, currentMarketKey } from './markets';

export const FEE_STRUCTURES_KEY = ['/api/fee-structures'] as const;

/** The current product in every market with a fee structure, ranked by profit, and which row is on screen. */
export function useMarketComparison(snapshot: SimulatorSnapshot) {
  const feeStructures = useQuery<FeeStructure[]>({ queryKey: FEE_STRUCTURES_KEY });
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
