import { useQuery } from '@tanstack/react-query';
import { publishingHome } from '@portal/domain/publishing/registration';
import { PageLoader } from '../../../components/page-loader.tsx';
import { registrationQuery } from '../api.ts';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { publishingPaths } from '../paths.ts';
import { Redirect } from '../components/redirect.tsx';

const homes = { tracks: publishingPaths.tracks, 'sign-up': publishingPaths.signUp, landing: publishingPaths.landing } as const;

/** The bare /publishing route: activated -> track list, registered -> sign-up, otherwise the landing page (section 4). */
function PublishingHome() {
  const registration = useQuery(registrationQuery);
  if (registration.isPending) return <PageLoader />;
  return <Redirect to={homes[publishingHome(registration.data ?? null)]} />;
}

export const PublishingHomePage = inPublishingArea(PublishingHome);
