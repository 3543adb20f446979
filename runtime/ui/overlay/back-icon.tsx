import { Icon } from '../controls/icons';

// Back, on every dialog over the player: it loads with the dialogs, not with the player.
export const BackIcon = () => <Icon d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />;
