// The shell's entry only loads the bootstrap asynchronously, so shared modules (React) are
// negotiated by module federation before anything imports them.
import('./bootstrap');
