import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  forgetCredentials,
  getSettings,
  offeredServices,
  chooseLanguage,
  saveSettings,
  settingsSchema,
  TIMEOUT_BOUNDS,
  useRuntimeConfig,
  useSettings,
  type Service,
  type Settings,
} from '../../settings/store.ts';
import { registerAreas, useT } from '../../i18n/index.ts';
import { useFormResolver } from '../../lib/useFormResolver.ts';
import { Field } from '../../ui/Field.tsx';
import { WholeNumberField } from '../../ui/WholeNumberField.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../shared/language.ts';
import { SecretInput } from './SecretInput.tsx';
import { ConnectionCheck } from './ConnectionCheck.tsx';
import './settings.css';

registerAreas('settings');

const SERVICE_LABELS = {
  gateway: ['settings.service.gateway', 'settings.service.gatewayHint'],
  sandbox: ['settings.service.sandbox', 'settings.service.sandboxHint'],
  custom: ['settings.service.custom', 'settings.service.customHint'],
} as const satisfies Record<Service, readonly [string, string]>;

/** On a static host there is no server of ours: the sandbox runs in the browser, a service is called from it. */
const STATIC_HOST_HINTS = {
  gateway: 'settings.service.gatewayHint',
  sandbox: 'settings.service.sandboxHint.staticHost',
  custom: 'settings.service.customHint.staticHost',
} as const satisfies Record<Service, string>;

function SettingsPage() {
  const t = useT();
  const saved = useSettings();
  const runtime = useRuntimeConfig();
  const services = offeredServices(runtime);
  // The message of the last action, shown in the language of the text.
  const [status, setStatus] = useState<'settings.saved' | 'settings.forgotten' | ''>('');
  const resolver = useFormResolver(settingsSchema);
  const form = useForm<Settings>({ defaultValues: saved, resolver, mode: 'onTouched' });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = form;
  const service = useWatch({ control, name: 'service' });
  const remember = useWatch({ control, name: 'remember' });

  // A new language is saved at once; the text changes once its messages are in (src/app/providers.tsx).
  const onSubmit = handleSubmit((values) => {
    saveSettings(values);
    reset(values);
    setStatus('settings.saved');
  });

  const onForget = () => {
    forgetCredentials();
    const next = getSettings();
    reset({
      ...form.getValues(),
      apiKey: next.apiKey,
      apiAuth: next.apiAuth,
      apiSecret: next.apiSecret,
      remember: false,
    });
    setStatus('settings.forgotten');
  };

  return (
    <section className="page settings" aria-labelledby="page-title">
      <PageTitle title={t('settings.title')} />
      <h1 id="page-title">{t('settings.title')}</h1>
      <p className="lead">{t('settings.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="settings__form">
        <fieldset className="card">
          <legend>{t('settings.service.legend')}</legend>
          <div className="choice-list">
            {services.map((option) => (
              <label className="choice" key={option}>
                <input
                  type="radio"
                  value={option}
                  {...register('service', { onChange: () => setStatus('') })}
                />
                <span>
                  <strong>{t(SERVICE_LABELS[option][0])}</strong>
                  <span className="choice__hint">
                    {t(runtime.staticHost ? STATIC_HOST_HINTS[option] : SERVICE_LABELS[option][1])}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {service === 'custom' ? (
            <Field
              label={t('settings.baseUrl')}
              hint={t('settings.baseUrl.hint')}
              error={errors.customBaseUrl?.message}
            >
              {(control) => (
                <input
                  {...control}
                  {...register('customBaseUrl')}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  spellCheck={false}
                  placeholder="https://"
                />
              )}
            </Field>
          ) : null}
        </fieldset>

        {/* Only a custom service takes credentials: the sandbox brings its own, this site's
            service keeps them on the server. */}
        {service === 'custom' ? (
          <fieldset className="card">
            <legend>{t('settings.credentials.legend')}</legend>
            <p className="field__hint">{t('settings.credentials.hint')}</p>
            <SecretInput
              label={t('settings.apiKey')}
              error={errors.apiKey?.message}
              registration={register('apiKey')}
            />
            <SecretInput
              label={t('settings.apiAuth')}
              error={errors.apiAuth?.message}
              registration={register('apiAuth')}
            />
            <SecretInput
              label={t('settings.apiSecret')}
              error={errors.apiSecret?.message}
              registration={register('apiSecret')}
            />
            <label className="choice choice--inline">
              <input type="checkbox" {...register('remember')} aria-describedby="remember-note" />
              <span>{t('settings.remember')}</span>
            </label>
            <p id="remember-note" className={remember ? 'notice notice--warning' : 'field__hint'}>
              {remember ? t('settings.remember.warning') : t('settings.remember.off')}
            </p>
            <div className="button-row">
              <button type="button" className="button button--ghost" onClick={onForget}>
                {t('settings.forget')}
              </button>
            </div>
          </fieldset>
        ) : null}

        <fieldset className="card">
          <legend>{t('settings.preferences.legend')}</legend>
          <div className="grid-2">
            <Field label={t('settings.language')} error={errors.language?.message}>
              {(control) => (
                <select
                  {...control}
                  {...register('language', {
                    // Applied at once, as the header's menu does: no need to save for it.
                    onChange: (event: { target: { value: string } }) => {
                      if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
                    },
                  })}
                >
                  {LANGUAGES.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>

        <details
          className="card settings__advanced"
          open={
            errors.emissionUnit || errors.coffeeBreakSpelling || errors.timeoutSeconds
              ? true
              : undefined
          }
        >
          <summary>{t('settings.advanced')}</summary>
          <p className="field__hint">{t('settings.advanced.hint')}</p>
          <div className="grid-2">
            {/* This site's service reports in the unit its operator configured. */}
            {service === 'gateway' ? null : (
              <Field
                label={t('settings.unit')}
                hint={t('settings.unit.hint')}
                error={errors.emissionUnit?.message}
              >
                {(control) => (
                  <select {...control} {...register('emissionUnit')}>
                    <option value="kg">{t('settings.unit.kg')}</option>
                    <option value="t">{t('settings.unit.t')}</option>
                  </select>
                )}
              </Field>
            )}
            <Field
              label={t('settings.spelling')}
              hint={t('settings.spelling.hint')}
              error={errors.coffeeBreakSpelling?.message}
            >
              {(control) => (
                <select {...control} {...register('coffeeBreakSpelling')}>
                  <option value="auto">{t('settings.spelling.auto')}</option>
                  <option value="COFFEE_BREAK">{t('settings.spelling.double')}</option>
                  <option value="COFEE_BREAK">{t('settings.spelling.single')}</option>
                </select>
              )}
            </Field>
            <WholeNumberField
              label={t('settings.timeout')}
              hint={t('settings.timeout.hint', TIMEOUT_BOUNDS)}
              error={errors.timeoutSeconds?.message}
              control={control}
              name="timeoutSeconds"
            />
          </div>
        </details>

        <div className="button-row settings__actions">
          <button type="submit" className="button">
            {t('settings.save')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!isDirty}
            onClick={() => reset(saved)}
          >
            {t('settings.reset')}
          </button>
        </div>
        <p role="status" className="status-line">
          {status && t(status)}
        </p>
      </form>
      <ConnectionCheck getValues={form.getValues} />
    </section>
  );
}

export default SettingsPage;
