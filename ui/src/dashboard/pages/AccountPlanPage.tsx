/** The Account Plan page lives with its parts in resources/account. */
export { AccountPlanPage } from '../resources/account/AccountPlanPage';
