import type { Preview } from '@storybook/react-vite';
import '../src/fonts.css';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
