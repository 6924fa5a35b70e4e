import { ConfirmDialog } from '../../../shared/ui/dialog/confirm-dialog';
import { useCountdown } from '../hooks/use-countdown';

interface CountdownDialogProps {
  title: string;
  message: (seconds: number) => string;
  from: number;
  stayLabel: string;
  leaveLabel: string;
  onStay: () => void;
  onLeave: () => void;
  /** The stay answer is the prominent one as well as the focused one (the kiosk's "Yes"). */
  stayProminent?: boolean;
}

/**
 * docs/product.md#sign-in logout alert: staying is the safe default (focused first, Escape); 0 means leave.
 */
export function CountdownDialog(props: CountdownDialogProps) {
  const { title, message, from, stayLabel, leaveLabel, onStay, onLeave, stayProminent = false } = props;
  const seconds = useCountdown(from, onLeave);
  return (
    <ConfirmDialog
      open
      title={title}
      message={message(seconds)}
      confirmLabel={leaveLabel}
      cancelLabel={stayLabel}
      onConfirm={onLeave}
      onCancel={onStay}
      prominent={stayProminent ? 'cancel' : 'confirm'}
    />
  );
}
