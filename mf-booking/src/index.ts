// Only an asynchronous import: module federation negotiates the shared React before anything
// imports it (the standalone page; the shell loads `./mount` through remoteEntry.js instead).
import('./bootstrap');
