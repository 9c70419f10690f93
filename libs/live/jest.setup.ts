// DOM matchers and the Storybook preview (theme decorator) for every composed story.
import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import preview from './.storybook/preview';

setProjectAnnotations(preview);
