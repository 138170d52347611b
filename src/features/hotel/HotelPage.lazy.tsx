import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotelRequest } from '../../api/contract.ts';
import { hotelCalculationQuery, hotelHeadlineEmission } from '../../api/hotel.ts';
import { prefetchOutcome } from '../../api/query-client.ts';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { toKilograms } from '../../i18n/format.ts';
import { useT, registerMessages } from '../../i18n/index.ts';
import { hotel as hotelMessages } from '../../i18n/messages/hotel.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { PausedNote } from '../../ui/PausedNote.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { useAfterPaint } from '../../ui/useAfterPaint.ts';
import { useRevealResult } from '../../ui/useRevealResult.ts';
import { useNavigate, useSearch } from '../../ui/router.tsx';
import { useShowingInput, useUrlInput } from '../../ui/useUrlForm.ts';
import { DemoCertificate } from './DemoCertificate.tsx';
import { HotelForm } from './HotelForm.tsx';
import { HotelLevers } from './HotelLevers.tsx';
import { HotelResult } from './HotelResult.tsx';
import { hotelUrlForm } from './search.ts';
import { hotelSearchSchema } from './route.ts';
import './hotel.css';

registerMessages(hotelMessages);

function HotelPage() {
  const t = useT();
  const navigate = useNavigate();
  const url = useUrlInput(
    hotelUrlForm,
    useSearch(hotelSearchSchema),
    // A new input on the same page keeps the scroll position; the result is brought into view.
    useCallback((search) => void navigate({ search }), [navigate]),
  );
  const { input } = url;
  const settings = useSettings();
  const connection = useConnection();
  const unit = settings.emissionUnit;

  const [failedBeforeShown, setFailedBeforeShown] = useState<string | null>(null);
  const query = useQuery({
    ...hotelCalculationQuery(connection, input),
    enabled: url.key !== failedBeforeShown,
    placeholderData: keepPreviousData,
  });

  const calculation = input ? query.data : undefined;
  const settled = Boolean(calculation && !query.isPlaceholderData);
  const reveal = useRevealResult(
    'hotel-result-title',
    settled || (input !== null && query.isError),
    url.key,
  );
  // Every new input (Calculate, a lever) brings its result into view when it arrives.
  const queryClient = useQueryClient();
  const revealing = useShowingInput(
    url,
    useCallback(
      (next: HotelRequest) => prefetchOutcome(queryClient, hotelCalculationQuery(connection, next)),
      [queryClient, connection],
    ),
    reveal,
    setFailedBeforeShown,
  );
  const calculate = (next: HotelRequest) => void revealing.show(next);
  // Levers start in a render after the result has painted, so they never delay it.
  const leversWanted = useAfterPaint(settled);
  const headline = calculation ? hotelHeadlineEmission(calculation.result) : undefined;

  return (
    <section className="page hotel" aria-labelledby="page-title">
      <PageTitle title={t('hotel.title')} />
      <h1 id="page-title">{t('hotel.title')}</h1>
      <p className="lead">{t('hotel.intro')}</p>
      <div className="hotel__layout">
        <HotelForm url={revealing} calculating={query.isFetching} />
        <div className="hotel__output">
          {!input ? <p className="card hotel__empty">{t('hotel.empty')}</p> : null}
          {input && query.isPending ? (
            <p className="card hotel__empty" aria-busy="true">
              {t('hotel.calculating')}
            </p>
          ) : null}
          {input ? <PausedNote fetchStatus={query.fetchStatus} /> : null}
          {input && query.isError ? (
            <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
          ) : null}
          {calculation ? (
            <HotelResult calculation={calculation} unit={unit} outdated={query.isPlaceholderData}>
              {headline !== undefined ? (
                <HotelLevers
                  connection={connection}
                  input={calculation.input}
                  baselineKilograms={toKilograms(headline, unit)}
                  unit={unit}
                  enabled={leversWanted}
                  onApply={calculate}
                />
              ) : null}
              {connection.isSandbox && settled ? (
                <DemoCertificate
                  key={JSON.stringify(calculation.input)}
                  connection={connection}
                  input={calculation.input}
                />
              ) : null}
            </HotelResult>
          ) : null}
        </div>
      </div>
    </section>
  );
}

export default HotelPage;
