import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';

/** The public site's frame: skip link, navbar, main landmark, footer. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <PublicHeader user={user} />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
