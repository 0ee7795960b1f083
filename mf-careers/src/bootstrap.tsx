import { startStandalone } from '@riviere/remote-kit/standalone';
import { mount } from './mount';

/** The standalone page (`npm start -w @riviere/mf-careers`, port 3104): a mock shell around `mount`. */
startStandalone({
  remote: 'mf-careers',
  mount,
  home: '/careers/job-search',
  links: [
    ['/careers/job-search', 'Job search'],
    ['/careers/job-search?type=part-time&group=foh-support&within=20&location=SW1A%201AA', 'Part time near SW1A 1AA'],
    ['/careers/job/MR-1001', 'Head Chef, Bath'],
    ['/careers/job/MR-9999', 'Unknown job'],
  ],
});
