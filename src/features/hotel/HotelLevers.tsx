import { useQueries } from '@tanstack/react-query';
import type { HotelRequest } from '../../api/contract.ts';
import type { Connection } from '../../api/connection.ts';
import { hotelCalculationQuery } from '../../api/hotel.ts';
import { useT, type Translate } from '../../i18n/index.ts';
import { queryLimitWait } from '../../lib/limit-wait.ts';
import { LeverList, type Lever } from '../../ui/LeverList.tsx';
import { hotelLeverVariants, type HotelVariant } from './levers.ts';

interface HotelLeversProps {
  connection: Connection;
  input: HotelRequest;
  baselineKilograms: number;
  /** Variants are requested only once the main result is in. */
  enabled: boolean;
  onApply: (input: HotelRequest) => void;
}

function leverText(variant: HotelVariant, input: HotelRequest, t: Translate) {
  switch (variant.id) {
    case 'noBreakfast':
      return {
        title: t('hotel.lever.noBreakfast'),
        description: t('hotel.lever.noBreakfast.description'),
      };
    case 'starLower':
      return {
        title: t('hotel.lever.starLower'),
        description: t('hotel.lever.starLower.description', { count: variant.input.star }),
      };
    case 'standardRoom':
      return {
        title: t('hotel.lever.standardRoom'),
        description: t('hotel.lever.standardRoom.description', {
          roomType: t(`hotel.roomType.${input.roomType}`),
        }),
      };
  }
}

/** No breakfast, one star lower, a standard room: each variant's total, when it changes something. */
export function HotelLevers({
  connection,
  input,
  baselineKilograms,
  enabled,
  onApply,
}: HotelLeversProps) {
  const t = useT();
  const variants = hotelLeverVariants(input);
  const results = useQueries({
    queries: variants.map((variant) => ({
      ...hotelCalculationQuery(connection, variant.input),
      enabled,
    })),
  });

  const levers: Lever[] = variants.map((variant, index) => {
    const query = results[index];
    const value = query?.data?.result.kilograms;
    // A variant being asked again reads as calculating, not as the failure it had.
    const status: Lever['status'] =
      query?.isError && query.isFetching
        ? 'pending'
        : query?.isError || (query?.isSuccess && value === undefined)
          ? 'error'
          : query?.isSuccess
            ? 'success'
            : 'pending';
    return {
      id: variant.id,
      ...leverText(variant, input, t),
      status,
      kilograms: value,
      onApply: () => onApply(variant.input),
      onRetry: () => void query?.refetch(),
      waitUntil: queryLimitWait(query),
    };
  });

  return <LeverList baselineKilograms={baselineKilograms} levers={levers} />;
}
