import { useLocation, useNavigate, useParams } from 'react-router';
import { readModeFlags } from '../../../shared/storage/local-store';

interface FromHomeState {
  fromHome?: boolean;
}

/**
 * The reward an action URL names, and how to close it: Back when the player came from the list
 * (the list keeps its place), else the home URL the action was appended to.
 */
export function useRewardAction() {
  const { rewardCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const cut = location.pathname.lastIndexOf('/rewards/');
  const homePath = cut > 0 ? location.pathname.slice(0, cut) : '/';
  const fromHome = (location.state as FromHomeState | null)?.fromHome === true;
  const flags = readModeFlags();

  const close = () => {
    if (fromHome) void navigate(-1);
    else void navigate(`${homePath}${location.search}`, { replace: true });
  };

  /** Going back re-renders the list, so the opener is found again by what it opens. */
  const returnFocus = (action: string) => () =>
    document.querySelector<HTMLElement>(`[data-reward-action="${CSS.escape(`${rewardCode}/${action}`)}"]`) ??
    document.getElementById('main-content');

  return {
    rewardCode,
    close,
    returnFocus,
    kioskLike: location.pathname.startsWith('/kiosk/') || flags.kioskMode || flags.tabletMode,
  };
}
