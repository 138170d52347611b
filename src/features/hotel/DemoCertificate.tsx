import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { certificatePath, useNavigate } from '../../routing/router.tsx';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { LIMITS, recordCreateRequestSchema, type HotelRequest } from '../../api/contract.ts';
import type { Connection } from '../../api/connection.ts';
import { ApiError } from '../../api/errors.ts';
import { countryName } from '../../i18n/countries.ts';
import { useLanguage, useT } from '../../i18n/index.ts';
import { useFormResolver } from '../../lib/useFormResolver.ts';
import { ServiceErrorPanel } from '../service-error.tsx';
import { Field } from '../../ui/Field.tsx';
import { createDemoRecord, readerNow } from './demo-record.ts';

const { name, guestName } = recordCreateRequestSchema.shape;
const demoRecordSchema = z.object({
  name,
  guestName,
  // Empty means none: the sandbox then makes a key of its own.
  correlation: z.string().check(z.trim(), z.maxLength(LIMITS.text.max)),
});
type DemoRecordValues = z.infer<typeof demoRecordSchema>;

interface DemoCertificateProps {
  connection: Connection;
  input: HotelRequest;
}

/**
 * Sandbox only: stores the calculated stay as a record (`POST {base}/records`, an extension of the
 * sandbox) and opens the new record's certificate.
 */
export function DemoCertificate({ connection, input }: DemoCertificateProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const resolver = useFormResolver(demoRecordSchema);
  const form = useForm<DemoRecordValues>({
    defaultValues: {
      name: t('hotel.certificate.defaultName', {
        country: countryName(input.countryCode, language),
      }),
      guestName: '',
      correlation: '',
    },
    resolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const mutation = useMutation({
    mutationFn: async ({ correlation, ...names }: DemoRecordValues) => {
      const certificate = await createDemoRecord(connection, {
        ...input,
        ...names,
        ...(correlation ? { correlation } : {}),
        date: readerNow(),
      });
      if (!certificate.id)
        throw new ApiError('contract', 'The record has no id.', { fields: ['id'] });
      return certificate.id;
    },
    onSuccess: (id) => navigate({ to: certificatePath(id) }),
  });

  useEffect(() => {
    if (open) form.setFocus('guestName');
  }, [open, form]);

  if (!open) {
    return (
      <div className="card demo-certificate">
        <button
          ref={openButton}
          type="button"
          className="button button--secondary"
          onClick={() => setOpen(true)}
        >
          {t('hotel.certificate.open')}
        </button>
      </div>
    );
  }

  const close = () => {
    setOpen(false);
    mutation.reset();
    requestAnimationFrame(() => openButton.current?.focus());
  };

  return (
    <section className="card demo-certificate" aria-labelledby="demo-certificate-title">
      <h2 id="demo-certificate-title">{t('hotel.certificate.title')}</h2>
      <p className="field__hint">{t('hotel.certificate.intro')}</p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => mutation.mutate(values))(event)}
      >
        <div className="grid-2">
          <Field label={t('hotel.certificate.name')} error={errors.name?.message}>
            {(control) => (
              <input {...control} {...register('name')} type="text" autoComplete="off" />
            )}
          </Field>
          <Field label={t('hotel.certificate.guestName')} error={errors.guestName?.message}>
            {(control) => (
              <input {...control} {...register('guestName')} type="text" autoComplete="name" />
            )}
          </Field>
        </div>
        <Field
          label={t('hotel.certificate.correlation')}
          hint={t('hotel.certificate.correlation.hint')}
          error={errors.correlation?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('correlation')}
              type="text"
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </Field>
        {mutation.isError ? (
          <ServiceErrorPanel
            error={mutation.error}
            title={
              mutation.error instanceof ApiError && mutation.error.fields.includes('id')
                ? t('hotel.certificate.noId')
                : t('hotel.certificate.failed')
            }
          />
        ) : null}
        <div className="button-row demo-certificate__actions">
          <button type="submit" className="button" disabled={mutation.isPending}>
            {mutation.isPending ? t('hotel.certificate.submitting') : t('hotel.certificate.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('hotel.certificate.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
