// DOM matchers and the Storybook preview (theme, global style, toast provider) for every composed story.
import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';

setProjectAnnotations(preview);
