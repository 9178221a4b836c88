/** /dashboard/training: the page lives with its parts in resources/training. */
export { TrainingCenterPage } from '../resources/training/TrainingCenterPage';
