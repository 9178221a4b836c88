import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { AccountPlanPage } from './AccountPlanPage';

/** /dashboard/account: the Account Plan page (not a react-admin resource: it has a page, not a list). */
export default { icon: WorkspacePremiumOutlined, page: AccountPlanPage };
