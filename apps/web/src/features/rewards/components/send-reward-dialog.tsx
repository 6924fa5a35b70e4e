import { sendRewardEmailBodySchema, sendRewardSmsBodySchema } from '@patron/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfile } from '../../../shared/api/player/get-profile';
import { toastFailure } from '../../../shared/http/report-failure';
import { ModalDialog } from '../../../shared/ui/dialog/modal-dialog';
import { TextField } from '../../../shared/ui/form/text-field';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useReward } from '../api/get-reward';
import { useSendReward, type SendRewardRequest } from '../api/send-reward';
import { fieldRefusal } from './field-refusal';
import { useRewardAction } from './use-reward-action';

interface SendRewardDialogProps {
  channel: 'sms' | 'email';
}

/**
 * docs/product.md#screens-and-routes `invitation/sms` and `invitation/email`: the reward's code to the
 * player's own phone or inbox.
 */
export function SendRewardDialog({ channel }: SendRewardDialogProps) {
  const { t } = useTranslation();
  const { rewardCode, close, returnFocus } = useRewardAction();
  const reward = useReward(rewardCode);
  const profile = useProfile();
  const prefill = (channel === 'sms' ? profile.data?.phoneNumber : profile.data?.email) ?? '';
  const [edited, setEdited] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const send = useSendReward();
  const to = edited ?? prefill;
  const name = reward.data?.name ?? rewardCode;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reward.data || send.isPending) return;
    const base = { rewardName: reward.data.name, rewardCode };
    const parsed =
      channel === 'sms'
        ? sendRewardSmsBodySchema.safeParse({ ...base, phoneNumber: to })
        : sendRewardEmailBodySchema.safeParse({ ...base, email: to });
    if (!parsed.success) {
      setError(t(channel === 'sms' ? 'validation.pattern' : 'validation.email'));
      return;
    }
    setError(undefined);
    const request = { channel, body: parsed.data } as SendRewardRequest;
    send.mutate(request, {
      onSuccess: () => {
        toast.success(t(`rewards.send.sent_${channel}`, { name, to }));
        close();
      },
      onError: (failure) => {
        const refusal = fieldRefusal(failure, channel === 'sms' ? 'phoneNumber' : 'email');
        if (refusal) setError(refusal);
        else toastFailure(failure, t('rewards.send.failed'));
      },
    });
  };

  return (
    <ModalDialog
      title={t(`rewards.send.title_${channel}`, { name })}
      onClose={close}
      returnFocus={returnFocus(`invitation/${channel}`)}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p>{t(`rewards.send.intro_${channel}`, { code: rewardCode })}</p>
        <TextField
          label={t(channel === 'sms' ? 'rewards.send.phone' : 'rewards.send.email')}
          type={channel === 'sms' ? 'tel' : 'email'}
          autoComplete={channel === 'sms' ? 'tel' : 'email'}
          inputMode={channel === 'sms' ? 'tel' : 'email'}
          value={to}
          error={error}
          required
          data-autofocus
          onChange={(event) => setEdited(event.target.value)}
        />
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!reward.data || send.isPending}>
            {send.isPending ? t('rewards.send.sending') : t('rewards.send.submit')}
          </button>
          <button type="button" className="button" onClick={close}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
