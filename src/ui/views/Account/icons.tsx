import { Icon } from '../../components/icons';

/** The account area's own icons (in its chunks, not the first bundle's icon set). */
export const CopyIcon = () => <Icon path="M8 8h12v12H8zM16 8V4H4v12h4" />;
export const ChevronIcon = () => <Icon path="M9 18l6-6-6-6" directional />;
