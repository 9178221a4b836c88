import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import { CampaignList } from './CampaignList';

export default {
  list: CampaignList,
  icon: CampaignOutlined,
  options: { label: 'Campaigns' },
};
