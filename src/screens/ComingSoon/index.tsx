import { ComingSoonCard } from '../../components/ComingSoonCard';
import { Page } from '../../components/ui';

/** Honest placeholder for a route a later issue builds: says so and offers the way home. */
export default function ComingSoon() {
  return (
    <Page>
      <ComingSoonCard />
    </Page>
  );
}
