import DoNotDisturbOnOutlined from '@mui/icons-material/DoNotDisturbOnOutlined';
import { DoNotContactPage } from './DoNotContactPage';

export default {
  list: DoNotContactPage,
  icon: DoNotDisturbOnOutlined,
  options: { label: 'Do Not Contact' },
  recordRepresentation: 'username',
};
