// The shell's entry loads its stylesheet and then the bootstrap asynchronously, so shared
// modules (React) are negotiated by module federation before anything imports them.
import './styles.css';

import('./bootstrap');
