import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { certificateByIdQuery } from '../../api/certificates.ts';
import { isGuid } from '../../api/contract.ts';
import { useConnection } from '../../settings/connection.ts';
import { useSettings } from '../../settings/store.ts';
import { useT, registerAreas } from '../../i18n/index.ts';
import { useFormResolver } from '../../lib/useFormResolver.ts';
import { Isolated } from '../../ui/Isolated.tsx';
import { Field } from '../../ui/Field.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { certificatePath, correlationPath, Link, useNavigate } from '../../routing/router.tsx';
import {
  isAlmostGuid,
  lookupSchema,
  lookupTarget,
  readLookup,
  type LookupForm,
  type LookupMode,
} from './lookup.ts';
import { clearRecent, useRecentCertificates } from './recent.ts';
import './certificates.css';

registerAreas('certificates');

/** A correlation key of the built-in sandbox's demo records, offered there for a first try. */
const SANDBOX_DEMO_KEY = 'DEMO-BERLIN-2026';

/** Asked only when the value has the form of a record id: anything else is a booking reference. */
const MODES: { value: LookupMode; label: 'id' | 'correlation' }[] = [
  { value: 'auto', label: 'id' },
  { value: 'correlation', label: 'correlation' },
];

function LookupPage() {
  const t = useT();
  const navigate = useNavigate();
  const { service } = useSettings();
  const resolver = useFormResolver(lookupSchema);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LookupForm>({
    defaultValues: { value: '', mode: 'auto' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const typed = readLookup(useWatch({ control, name: 'value' }) ?? '');
  // A record id, or one that lost a character: ask what it is rather than guess (a link says).
  const looksLikeId = typed.kind === null && (isGuid(typed.text) || isAlmostGuid(typed.text));

  const onSubmit = handleSubmit((values) => {
    const target = lookupTarget(values);
    navigate({
      to: target.kind === 'id' ? certificatePath(target.id) : correlationPath(target.key),
    });
  });

  return (
    <section className="page certificates-lookup" aria-labelledby="page-title">
      <PageTitle title={t('certificates.title')} />
      <h1 id="page-title">{t('certificates.title')}</h1>
      <p className="lead">{t('certificates.lookup.intro')}</p>
      <div className="certificates-lookup__layout">
        <form
          className="card certificates-lookup__form"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          role="search"
          aria-labelledby="lookup-title"
        >
          <h2 id="lookup-title">{t('certificates.lookup.legend')}</h2>
          <Field
            label={t('certificates.lookup.label')}
            hint={t('certificates.lookup.hint')}
            error={errors.value?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register('value')}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                className="certificates-lookup__input"
              />
            )}
          </Field>
          <fieldset className="certificates-lookup__modes" hidden={!looksLikeId}>
            <legend className="field__label">{t('certificates.lookup.mode')}</legend>
            <div className="choice-list certificates-lookup__choices">
              {MODES.map((mode) => (
                <label className="choice" key={mode.value}>
                  <input type="radio" value={mode.value} {...register('mode')} />
                  <span>{t(`certificates.lookup.mode.${mode.label}`)}</span>
                </label>
              ))}
            </div>
            <p className="field__hint">{t('certificates.lookup.mode.autoHint')}</p>
          </fieldset>
          <div className="button-row">
            <button type="submit" className="button">
              {t('certificates.lookup.submit')}
            </button>
          </div>
          {service === 'sandbox' ? (
            <p className="field__hint certificates-lookup__demo">
              <Link to={correlationPath(SANDBOX_DEMO_KEY)}>
                {t('certificates.lookup.demo', { key: SANDBOX_DEMO_KEY })}
              </Link>
            </p>
          ) : null}
        </form>
        <RecentList />
      </div>
    </section>
  );
}

function RecentList() {
  const t = useT();
  const recent = useRecentCertificates();
  const queryClient = useQueryClient();
  const connection = useConnection();
  const [cleared, setCleared] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const prefetch = (id: string) => {
    if (isGuid(id)) void queryClient.prefetchQuery(certificateByIdQuery(connection, id));
  };

  return (
    <section className="card certificates-recent" aria-labelledby="recent-title">
      <h2 id="recent-title" ref={headingRef} tabIndex={-1} className="certificates-recent__title">
        {t('certificates.recent.title')}
      </h2>
      <p className="field__hint">{t('certificates.recent.hint')}</p>
      {recent.length === 0 ? (
        <p className="certificates-recent__empty">{t('certificates.recent.empty')}</p>
      ) : (
        <>
          <ul className="certificates-recent__list">
            {recent.map((entry) => (
              <li key={entry.id}>
                <Link
                  to={certificatePath(entry.id)}
                  className="certificates-recent__link"
                  onMouseEnter={() => prefetch(entry.id)}
                  onFocus={() => prefetch(entry.id)}
                >
                  <span className="certificates-recent__name">
                    {entry.name ? <Isolated text={entry.name} /> : t('certificates.recent.unnamed')}
                  </span>
                  <code className="certificates-recent__id">{entry.id}</code>
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              clearRecent();
              setCleared(true);
              // The button is gone with the list: keep the keyboard user in this section.
              headingRef.current?.focus();
            }}
          >
            {t('certificates.recent.clear')}
          </button>
        </>
      )}
      <p role="status" className="status-line status-line--ok">
        {cleared && recent.length === 0 ? t('certificates.recent.cleared') : ''}
      </p>
    </section>
  );
}

export default LookupPage;
