import type { Preview } from '@storybook/react-vite';
import '../src/fonts/be-vietnam-pro.css';
import '../src/fonts/ephesis.css';
import '../src/fonts/tenor-sans.css';
import '../src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
