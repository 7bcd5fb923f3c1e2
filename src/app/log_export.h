#pragma once

#include "session/disk_problem.h"

#include <functional>
#include <string>

namespace shn {

class Catalogue;
class MessageLine;

/// LogExport: hands a file to the user the platform's way (on the desktop
/// a file in the Documents folder, on the web build a download:
/// `set_exporter`), and says on the message line where it went, or why
/// not: a kept game's log (the games' words) or a recorded narrator's voice
/// pack (the voices' words). A platform that sets no exporter (a headless
/// render) says the export failed.
class LogExport {
  public:
    /// What an export did: the message key to say (with a {file} or
    /// {detail} slot) and what fills it.
    /// What the platform did with the log: where it went (`file`), or why
    /// it could not (`problem`, worded by the catalogue).
    struct Exported {
        std::string key; // the message: {file}, or {detail} for a problem
        std::string file;
        DiskProblem problem = DiskProblem::None;
    };
    /// `name` and `extension` (".jsonl") make the file's name; `bytes` its content.
    using Exporter = std::function<Exported(const std::string& name, const std::string& extension,
                                            const std::string& bytes)>;

    LogExport(const Catalogue& catalogue, MessageLine& messages)
        : catalogue_(catalogue), messages_(messages) {}

    void set_exporter(Exporter exporter) { exporter_ = std::move(exporter); }
    /// `name`: the file's name; `text`: the log.
    void hand_over(const std::string& name, const std::string& text);
    /// A voice pack (session/voice_pack.h): the same, worded as a voice's
    /// (the exporter's "ui.games.*" key read as "ui.voices.*").
    void hand_over_voice(const std::string& name, const std::string& pack);

  private:
    const Catalogue& catalogue_;
    MessageLine& messages_;
    Exporter exporter_;
};

} // namespace shn
