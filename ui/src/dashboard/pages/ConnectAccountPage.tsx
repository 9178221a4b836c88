/** /dashboard/connect: the page lives with its parts in resources/accounts. */
export { ConnectAccountPage } from '../resources/accounts/ConnectAccountPage';
