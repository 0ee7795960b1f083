// Writes the run's totals to a JSON file so `npm test` can print one closing line.
const fs = require('node:fs');

class JsonTotalsReporter {
  constructor(_globalConfig, options) {
    this.outputFile = options.outputFile;
  }

  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numTotalTests } = results;
    fs.writeFileSync(this.outputFile, JSON.stringify({ numPassedTests, numFailedTests, numTotalTests }));
  }
}

module.exports = JsonTotalsReporter;
