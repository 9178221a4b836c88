import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { LeadSourceList } from './LeadSourceList';

export default {
  list: LeadSourceList,
  icon: PersonSearchOutlined,
  options: { label: 'Find Leads' },
};
