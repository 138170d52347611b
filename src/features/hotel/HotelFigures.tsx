import { guestDays, type HotelCalculation } from '../../api/hotel.ts';
import { countryName } from '../../i18n/countries.ts';
import { useLanguage, useLocale, useT } from '../../i18n/index.ts';
import { EmissionTotal } from '../../ui/EmissionTotal.tsx';
import { ScaleNote } from '../../ui/ScaleNote.tsx';
import { detailLabel, detailSentence, detailValue, hotelDetails } from './details.ts';
import { HotelCharts } from './HotelCharts.tsx';

/**
 * Whatever the service answered: the headline, the derived figure, the charts, every other field,
 * the JSON. HotelResult holds the card and its heading, and loads this once a result is asked for,
 * not with the page.
 */
export function HotelFigures({
  calculation,
  outdated,
}: {
  calculation: HotelCalculation;
  outdated: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const { input, result } = calculation;
  const { kilograms, source } = result;
  const omit = source && source !== 'rows' && source !== 'body' ? [source] : [];
  const context = { t, language, locale, unit: result.unit, breakfast: input.breakfast };
  const all = hotelDetails(result, omit);
  const sentences = all.flatMap((detail) => {
    const sentence = detailSentence(detail, context);
    return sentence ? [{ key: detail.key, sentence }] : [];
  });
  const details = all.filter((detail) => !sentences.some((entry) => entry.key === detail.key));

  return (
    <div className={outdated ? 'outdated' : undefined} data-testid="hotel-result">
      <p className="hotel-result__summary">
        {t('hotel.result.summary', {
          roomType: t(`hotel.roomType.${input.roomType}`),
          starHotel: t('hotel.starHotel', { count: input.star }),
          country: countryName(input.countryCode, language),
          guests: t('hotel.guestCount', { count: input.numberOfGuests }),
          days: t('hotel.dayCount', { count: input.days }),
        })}
      </p>
      {kilograms !== undefined ? (
        <EmissionTotal
          kilograms={kilograms}
          derived={[
            {
              label: t('hotel.result.perGuestNight'),
              count: guestDays(input),
            },
          ]}
        />
      ) : null}
      {kilograms !== undefined ? (
        <>
          <ScaleNote kilograms={kilograms} />
          <HotelCharts input={input} result={result} kilograms={kilograms} />
        </>
      ) : (
        <p className="notice notice--warning" data-testid="hotel-no-emission">
          {t('hotel.result.noEmission')}
        </p>
      )}
      <h3 className="hotel-result__subtitle">{t('hotel.result.details')}</h3>
      {sentences.length ? (
        <ul className="hotel-result__sentences" data-testid="hotel-sentences">
          {sentences.map((entry) => (
            <li key={entry.key}>{entry.sentence}</li>
          ))}
        </ul>
      ) : null}
      {details.length ? (
        <dl className="details-list" data-testid="hotel-details">
          {details.map((detail) => {
            const label = detailLabel(detail.key, t);
            return (
              <div key={detail.key} className="details-list__row">
                <dt>{label ?? <code>{detail.key}</code>}</dt>
                <dd>{detailValue(detail, context)}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="field__hint">{t('hotel.result.noDetails')}</p>
      )}
      <details className="raw-json">
        <summary>{t('hotel.result.raw')}</summary>
        <pre>{JSON.stringify(result.answer, null, 2)}</pre>
      </details>
    </div>
  );
}
