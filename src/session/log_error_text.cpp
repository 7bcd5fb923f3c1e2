#include "session/log_error_text.h"

namespace shn {

std::string describe_log_error(const LogReadResult& result, const Catalogue& catalogue) {
    const LogError& bad = *result.error;
    // The phase the table was in when the bad line came, for "expected" hints.
    const std::string phase =
        result.log ? std::string(phase_id(result.log->history().state().phase())) : "setup";
    return catalogue.format("log.line_prefix", {{"line", std::to_string(bad.line)}}) + ' ' +
           catalogue.format(bad.problem.key, {{"detail", bad.problem.detail}, {"phase", phase}});
}

} // namespace shn
