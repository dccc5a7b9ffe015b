import { useNavigate } from 'react-router-dom';
import { useFeature } from '../stores';
import { AuthStore } from '../stores/AuthStore';

/** Starts a free trial (§4) and opens the page it leads to (/m/home). */
export function useStartTrial(): () => Promise<void> {
  const auth = useFeature(AuthStore);
  const navigate = useNavigate();
  return async () => {
    const next = await auth.startTrial();
    if (next) navigate(next, { replace: true });
  };
}
