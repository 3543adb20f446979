import { Icon } from '../controls/icons';

// The header's close (×), on every panel over the player: it loads with the panels, not with the player.
export const CloseIcon = () => <Icon d="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />;
